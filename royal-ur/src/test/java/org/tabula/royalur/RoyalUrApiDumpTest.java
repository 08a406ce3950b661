package org.tabula.royalur;

import org.tabula.apidump.ApiDumpCheck;

/** The public API of org.tabula.royalur is the one kept in royal-ur/api/royal-ur.api; see {@link ApiDumpCheck}. */
class RoyalUrApiDumpTest extends ApiDumpCheck {
}
