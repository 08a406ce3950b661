package org.tabula.apidump;

/** The public API of org.tabula.testkit is the one kept in testkit/api/testkit.api; see {@link ApiDumpCheck}. */
class TestkitApiDumpTest extends ApiDumpCheck {
}
