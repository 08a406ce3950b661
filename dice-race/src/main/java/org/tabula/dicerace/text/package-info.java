/** The dice race's position text, unexported: public only so the module's other packages reach it. */
package org.tabula.dicerace.text;
