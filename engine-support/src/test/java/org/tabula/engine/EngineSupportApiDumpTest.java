package org.tabula.engine;

import org.tabula.apidump.ApiDumpCheck;

/** The public API of org.tabula.engine is the one kept in engine-support/api/engine-support.api; see {@link ApiDumpCheck}. */
class EngineSupportApiDumpTest extends ApiDumpCheck {
}
