package org.tabula.dicerace;

import org.tabula.apidump.ApiDumpCheck;

/** The public API of org.tabula.dicerace is the one kept in dice-race/api/dice-race.api; see {@link ApiDumpCheck}. */
class DiceRaceApiDumpTest extends ApiDumpCheck {
}
