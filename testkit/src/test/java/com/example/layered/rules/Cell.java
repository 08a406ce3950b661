package com.example.layered.rules;

/** A fixture: the rules of a well-layered game outside org.tabula, standing alone. */
public record Cell(int index) {
}
