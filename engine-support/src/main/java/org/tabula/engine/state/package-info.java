/** What the rules states and games of every engine repeat: the move history, the ending's status, move dispatch. */
package org.tabula.engine.state;
