package org.tabula.engine.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.tabula.api.Move;

class MoveHistoryTest {

    private record Named(String text) implements Move {
    }

    /** Adds for true, takes back (when there is something) for false, and compares with a plain list. */
    @Property
    void behavesAsAListAddedToAndTakenFromTheEnd(@ForAll List<Boolean> steps) {
        MoveHistory<Named> history = MoveHistory.empty();
        List<Named> model = new ArrayList<>();
        int n = 0;
        for (boolean add : steps) {
            if (add) {
                Named move = new Named("m" + n++);
                history.add(move);
                model.add(move);
            } else if (!model.isEmpty()) {
                assertThat(history.removeLast()).isEqualTo(model.remove(model.size() - 1));
            }
            assertThat(history.moves()).isEqualTo(model);
            assertThat(history.size()).isEqualTo(model.size());
            assertThat(history.isEmpty()).isEqualTo(model.isEmpty());
            assertThat(history.last()).isEqualTo(model.isEmpty() ? java.util.Optional.empty()
                    : java.util.Optional.of(model.get(model.size() - 1)));
        }
    }

    @Property
    void copy_sharesNothing(@ForAll List<String> texts) {
        MoveHistory<Named> history = historyOf(texts);
        MoveHistory<Named> copy = history.copy();
        copy.add(new Named("extra"));
        assertThat(history.size()).isEqualTo(texts.size());
        assertThat(copy.size()).isEqualTo(texts.size() + 1);
    }

    @Property
    void moves_isASnapshotThatCannotBeChanged(@ForAll List<String> texts) {
        MoveHistory<Named> history = historyOf(texts);
        List<Named> snapshot = history.moves();
        history.add(new Named("later"));
        assertThat(snapshot).hasSize(texts.size());
        assertThatThrownBy(() -> snapshot.add(new Named("x"))).isInstanceOf(UnsupportedOperationException.class);
    }

    private static MoveHistory<Named> historyOf(List<String> texts) {
        MoveHistory<Named> history = MoveHistory.empty();
        texts.forEach(text -> history.add(new Named(text)));
        return history;
    }

    @org.junit.jupiter.api.Test
    void removeLast_ofNothing_isACallingMistake() {
        assertThatThrownBy(() -> MoveHistory.empty().removeLast()).isInstanceOf(IllegalStateException.class);
    }
}
