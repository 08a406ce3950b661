/** How a game's rules endings become {@link org.tabula.api.Result}s: its enum of endings and its record of one. */
package org.tabula.engine.ending;
