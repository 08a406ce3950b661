package org.tabula.apidump;

import java.nio.file.Path;

/**
 * The public API of org.tabula.api is the one kept in api/api/api.api: checked from here, since api's own tests
 * cannot take the testkit, which takes api (see {@link ApiDumpCheck}).
 */
class ApiOfApiDumpTest extends ApiDumpCheck {

    @Override
    protected Path moduleFolder(Path basedir) {
        return basedir.resolveSibling("api");
    }
}
