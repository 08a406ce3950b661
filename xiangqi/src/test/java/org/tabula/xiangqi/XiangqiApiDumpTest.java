package org.tabula.xiangqi;

import org.tabula.apidump.ApiDumpCheck;

/** The public API of org.tabula.xiangqi is the one kept in xiangqi/api/xiangqi.api; see {@link ApiDumpCheck}. */
class XiangqiApiDumpTest extends ApiDumpCheck {
}
