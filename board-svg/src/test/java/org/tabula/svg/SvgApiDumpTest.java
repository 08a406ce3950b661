package org.tabula.svg;

import org.tabula.apidump.ApiDumpCheck;

/** The public API of org.tabula.svg is the one kept in board-svg/api/board-svg.api; see {@link ApiDumpCheck}. */
class SvgApiDumpTest extends ApiDumpCheck {
}
