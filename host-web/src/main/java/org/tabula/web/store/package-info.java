/**
 * The server's table store: every table and every accepted change kept in one database (an embedded SQLite file by
 * default, an earlier server's H2 file, or PostgreSQL shared by several servers), committed under an optimistic version check before a move is
 * answered, with change notices to the server's watchers and, on PostgreSQL, to every other server.
 *
 * <p>{@link org.tabula.web.store.Database} opens a {@link org.tabula.web.store.TableStore} for a JDBC URL; the
 * schema is migrated by Flyway from {@code db/migration} on the class path.
 */
package org.tabula.web.store;
