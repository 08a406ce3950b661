package org.tabula.api;

import org.tabula.apidump.ApiDumpCheck;

/** The public API of org.tabula.api is the one kept in api/api/api.api; see {@link ApiDumpCheck}. */
class ApiDumpTest extends ApiDumpCheck {
}
