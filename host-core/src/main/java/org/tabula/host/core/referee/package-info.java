/** What no person types: the dice a game waits for thrown, and the bots' moves chosen on a bounded pool. */
package org.tabula.host.core.referee;
