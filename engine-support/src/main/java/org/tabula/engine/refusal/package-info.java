/** A game's enum of refusals, whose stable codes are read from the constants' names. */
package org.tabula.engine.refusal;
