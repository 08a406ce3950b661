/** Who plays each side (a person or a bot at a level), and the headers a host gives a record from its seats. */
package org.tabula.host.core.seat;
