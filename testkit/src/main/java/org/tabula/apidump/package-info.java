/**
 * The API dump: the signatures of the packages a module exports, kept in {@code MODULE/api/MODULE.api} and checked
 * by every published module's build through one empty subclass of {@link org.tabula.apidump.ApiDumpCheck}. It is
 * Tabula's own build check, shipped in api's test jar beside the conformance kit but no part of it.
 */
package org.tabula.apidump;
