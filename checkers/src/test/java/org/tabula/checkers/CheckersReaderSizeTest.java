package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.testkit.GameSamples;
import org.tabula.api.testkit.ReaderShapes;
import org.tabula.notation.TextLimits;

/**
 * Issue 19: every reader is linear in its input. Each worst shape at the size limit ({@link TextLimits#DEFAULT}'s
 * text length, the most a host reads) is read or refused within {@link ReaderShapes#HANG_GUARD}: a guard against a
 * hang, not a speed figure.
 */
@Tag("fuzz")
class CheckersReaderSizeTest {

    private static final CheckersProvider PROVIDER = new CheckersProvider();
    private static final GameOptions OPTIONS = GameOptions.defaults(PROVIDER.options());
    private static final int SIZE = TextLimits.DEFAULT.maxTextLength();

    @Test
    void everyShapeAtTheSizeLimit_isReadOrRefused_withoutHanging() {
        List<String> records = GameSamples.gather(PROVIDER, OPTIONS, 1, 40, 40, 40).records();
        String record = records.get(records.size() - 1);
        String[] lines = record.split("\n");
        Map<String, String> shapes = ReaderShapes.common(SIZE, lines[lines.length - 1]);
        shapes.put("the record's lines", ReaderShapes.repeated("", record, SIZE));
        Game game = PROVIDER.newGame(OPTIONS);
        shapes.forEach((name, text) -> {
            assertThat(text.length()).as(name).isGreaterThan(SIZE - record.length() - 100);
            long record_ = ReaderShapes.readsWithoutHanging(t -> PROVIDER.readRecord(t, OPTIONS), text);
            long position = ReaderShapes.readsWithoutHanging(t -> PROVIDER.fromPosition(t, OPTIONS), text);
            long move = ReaderShapes.readsWithoutHanging(t -> game.copy().play(t), text);
            System.out.printf("reader-size Checkers %-22s record %4d ms, position %4d ms, move %4d ms%n", name,
                    record_, position, move);
        });
    }
}
