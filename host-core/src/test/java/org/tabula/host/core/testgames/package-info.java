/**
 * Games written only for the host's tests. They are never on the class path of a test's host: tests zip
 * them into plugin jars at test time, and hide this package from the jars' parent loader.
 */
package org.tabula.host.core.testgames;
