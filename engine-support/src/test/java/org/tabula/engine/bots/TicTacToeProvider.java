package org.tabula.engine.bots;

import java.util.List;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.RecordedMatch;
import org.tabula.engine.provider.DescribedProvider;
import org.tabula.engine.search.TicTacToe;
import org.tabula.engine.search.TicTacToe.Cell;
import org.tabula.engine.state.StateGame;

/** The test's tic-tac-toe as a plugin, whose five bot levels come from its evaluation alone. */
final class TicTacToeProvider extends DescribedProvider<TicTacToeProvider.TicTacToeGame> {

    /** One game of tic-tac-toe, kept by {@link StateGame}; its position is its cells. */
    static final class TicTacToeGame extends StateGame<TicTacToe, Cell> {

        TicTacToeGame(TicTacToeProvider provider, TicTacToe start) {
            super(provider, GameOptions.defaults(List.of()), Cell.class, start);
        }

        @Override
        protected StateGame<TicTacToe, Cell> begun(TicTacToe start) {
            return new TicTacToeGame(new TicTacToeProvider(), start);
        }

        @Override
        public String position() {
            return now().cells();
        }
    }

    TicTacToeProvider() {
        super("tictactoe", "Tic-tac-toe", "0.0.1", List.of(), TicTacToe.SIDES);
    }

    @Override
    public TicTacToeGame newGame(GameOptions options) {
        return new TicTacToeGame(this, TicTacToe.START);
    }

    @Override
    public TicTacToeGame fromPosition(String position, GameOptions options) {
        return new TicTacToeGame(this, TicTacToe.of(position));
    }

    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        throw new UnsupportedOperationException("the test game keeps no record");
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        throw new UnsupportedOperationException("the test game keeps no record");
    }

    @Override
    protected Optional<BotTable> bots() {
        return Optional.of(StateBots.levels(this, TicTacToeGame.class, TicTacToe::openLines));
    }
}
