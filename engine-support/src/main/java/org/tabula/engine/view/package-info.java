/** The shape every text board view shares: rows painted through the api palette, labels and files around them. */
package org.tabula.engine.view;
