/**
 * The game server ({@code tabula serve}): every installed game played over HTTP and WebSocket by people and bots,
 * with the limits a server facing the internet keeps. docs/server.md says how to run it.
 */
package org.tabula.web;
