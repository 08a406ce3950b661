package com.example.tangled.rules;

import com.example.tangled.text.CellText;

/** A fixture: rules that lean on their own text, as no game may. */
public record Cell(int index) {
    @Override
    public String toString() {
        return CellText.write(index);
    }
}
