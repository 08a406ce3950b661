package org.tabula.host;

import org.tabula.apidump.ApiDumpCheck;

/** The module org.tabula.host exports no package: its kept dump (host-cli/api/host-cli.api) says so, and an export added shows. */
class HostApiDumpTest extends ApiDumpCheck {
}
