/** Stable codes read from enum constants' names, for endings and refusals alike. */
package org.tabula.engine.code;
