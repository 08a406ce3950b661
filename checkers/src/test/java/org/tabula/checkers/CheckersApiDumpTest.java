package org.tabula.checkers;

import org.tabula.apidump.ApiDumpCheck;

/** The public API of org.tabula.checkers is the one kept in checkers/api/checkers.api; see {@link ApiDumpCheck}. */
class CheckersApiDumpTest extends ApiDumpCheck {
}
