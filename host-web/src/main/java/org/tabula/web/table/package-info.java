/** The server's tables: a match with its seats, its bots, its dice, its watchers and every change kept in order. */
package org.tabula.web.table;
