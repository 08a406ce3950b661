/**
 * A game's precomputed data (api {@code PrecomputedData}: morris's endgame tables and solved games) kept in a
 * folder, a file a part, and made ready before a bot or an analysis reads it. The game computes and checks; the
 * host reads and writes the files.
 */
package org.tabula.host.core.data;
