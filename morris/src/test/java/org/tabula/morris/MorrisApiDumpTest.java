package org.tabula.morris;

import org.tabula.apidump.ApiDumpCheck;

/** The public API of org.tabula.morris is the one kept in morris/api/morris.api; see {@link ApiDumpCheck}. */
class MorrisApiDumpTest extends ApiDumpCheck {
}
