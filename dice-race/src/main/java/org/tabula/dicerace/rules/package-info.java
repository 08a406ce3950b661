/** The dice race's rules, unexported: public only so the module's other packages reach them. */
package org.tabula.dicerace.rules;
