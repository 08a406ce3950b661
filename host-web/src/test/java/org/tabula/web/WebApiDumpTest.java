package org.tabula.web;

import org.tabula.apidump.ApiDumpCheck;

/** The public API of org.tabula.web is the one kept in host-web/api/host-web.api; see {@link ApiDumpCheck}. */
class WebApiDumpTest extends ApiDumpCheck {
}
