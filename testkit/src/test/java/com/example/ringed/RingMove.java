package com.example.ringed;

/** A fixture: a value of the root that its text takes, as the games' moves were before issue 35. */
public record RingMove(int cell) {
}
