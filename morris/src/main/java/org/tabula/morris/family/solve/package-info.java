/**
 * The small mill games strongly solved by retrograde analysis: a perfect index of every position, the solver, the
 * bytes a solution is kept in, and the perfect move it gives.
 */
package org.tabula.morris.family.solve;
