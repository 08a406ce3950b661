package org.tabula.host.core;

import org.tabula.apidump.ApiDumpCheck;

/** The public API of org.tabula.host.core is the one kept in host-core/api/host-core.api; see {@link ApiDumpCheck}. */
class HostCoreApiDumpTest extends ApiDumpCheck {
}
