/**
 * Finding the installed games: the class path's providers and each plugins folder's jars, each jar in a class
 * loader of its own, a broken or duplicate plugin reported with its jar and id while the others still load.
 */
package org.tabula.host.core.plugin;
