package org.tabula.notation;

import org.tabula.apidump.ApiDumpCheck;

/** The public API of org.tabula.notation is the one kept in notation-common/api/notation-common.api; see {@link ApiDumpCheck}. */
class NotationApiDumpTest extends ApiDumpCheck {
}
