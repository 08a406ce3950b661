package org.tabula.checkers;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tabula.api.testkit.ReaderShapes;
import org.tabula.notation.TextLimits;

/**
 * Issue 19: every reader is linear in its input. Each worst shape at the size limit ({@link TextLimits#DEFAULT}'s
 * text length, the most a host reads) is read or refused within {@link ReaderShapes#HANG_GUARD}: a guard against a
 * hang, not a speed figure.
 */
@Tag("fuzz")
class CheckersReaderSizeTest {

    @Test
    void everyShapeAtTheSizeLimit_isReadOrRefused_withoutHanging() {
        ReaderShapes.assertEveryShapeReads(new CheckersProvider(), TextLimits.DEFAULT.maxTextLength());
    }
}
