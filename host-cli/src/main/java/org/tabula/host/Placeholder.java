package org.tabula.host;
/** Placeholder until the host is written. */
final class Placeholder { private Placeholder() { } }
