package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tabula.xiangqi.Fixtures.move;
import static org.tabula.xiangqi.Fixtures.position;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.TextFormatException;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Piece;
import org.tabula.xiangqi.model.PieceKind;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;

/**
 * Every sentence of the notation seed ({@code Game::Xiangqi::Notation}), in the order it says them, against its
 * Java counterparts: {@code iccs_of} is {@link XiangqiNotation#iccsOf}, {@code move_of_iccs}
 * {@link XiangqiNotation#moveOfIccs}, {@code wxf_of} {@link XiangqiNotation#wxfOf} and {@code wxf_file}
 * {@link XiangqiNotation#wxfFile}; its packed move is {@link XiangqiMove} and its undef an empty Optional.
 */
class XiangqiNotationSeedTest {

    @Nested
    class Synopsis {

        @Test
        void iccsOf_writesH2E2() {
            assertThat(XiangqiNotation.iccsOf(XiangqiMove.of("h2", "e2"))).isEqualTo("h2e2");
        }

        @Test
        void moveOfIccs_givesThePackedMoveBack() {
            XiangqiMove move = XiangqiNotation.moveOfIccs("h2e2").orElseThrow();
            assertThat(move).isEqualTo(new XiangqiMove(Squares.of(7, 2), Squares.of(4, 2)));
            assertThat(XiangqiNotation.iccsOf(move)).isEqualTo("h2e2");
        }

        @Test
        void wxfOf_writesC25_fromTheBoard() {
            assertThat(XiangqiNotation.wxfOf(Position.START, move("h2e2"))).contains("C2.5");
        }
    }

    /** THE LOG STORES ICCS AND CARRIES WXF BESIDE IT. */
    @Nested
    class TheLogStoresIccsAndCarriesWxfBesideIt {

        @Test
        void iccs_isWhatPlayTakes_andWhatAReplayWalks() {
            XiangqiGame game = Fixtures.played("h2e2", "h9g7");
            assertThat(game.history()).extracting(XiangqiMove::text).containsExactly("h2e2", "h9g7");
            XiangqiGame replayed = Fixtures.readGame("1. h2e2 h9g7");
            assertThat(replayed.position()).isEqualTo(game.position());
        }

        @Test
        void aMove_isFourCharacters_fileLetterFromRedsLeft_rankDigitFromRedsSide() {
            assertThat(XiangqiNotation.iccsOf(XiangqiMove.of("a0", "a1"))).isEqualTo("a0a1");
            assertThat(Squares.parse("a0")).contains(Squares.of(0, 0));
            assertThat(Squares.parse("i9")).contains(Squares.of(8, 9));
            for (XiangqiMove move : XiangqiGame.newGame().legalMoves()) {
                assertThat(XiangqiNotation.iccsOf(move)).hasSize(4).matches("[a-i][0-9][a-i][0-9]");
            }
        }

        @Test
        void anIccsMove_meansTheSameThingToBothPlayers() {
            // Red's cannon h2e2 and Black's cannon h7e7 are both named from Red's left and Red's end.
            XiangqiGame game = Fixtures.played("h2e2", "h7e7");
            assertThat(game.toPosition().at("e2")).contains(new Piece(Colour.RED, PieceKind.CANNON));
            assertThat(game.toPosition().at("e7")).contains(new Piece(Colour.BLACK, PieceKind.CANNON));
            assertThat(XiangqiNotation.moveOfIccs("h7e7")).contains(XiangqiMove.of("h7", "e7"));
        }

        @Test
        void wxf_isWhatTheReaderSees_andIsNeverParsedBack() {
            XiangqiGame game = XiangqiGame.newGame();
            assertThat(game.play("C2.5").refusal().code()).isEqualTo("not-a-move");
            assertThatThrownBy(() -> XiangqiNotation.parseRecordMoves("1. C2.5 H8+7"))
                    .isInstanceOf(TextFormatException.class).hasMessageContaining("move 1 (C2.5)");
            assertThat(Fixtures.played("h2e2").wxfHistory()).containsExactly("C2.5");
        }

        @Test
        void thereIsDeliberatelyNoMoveOfWxf() {
            List<Method> readers = Arrays.stream(XiangqiNotation.class.getDeclaredMethods())
                    .filter(method -> Modifier.isPublic(method.getModifiers()))
                    .filter(method -> method.getName().toLowerCase(Locale.ROOT).contains("wxf"))
                    .filter(method -> Arrays.asList(method.getParameterTypes()).contains(String.class)
                            || method.getReturnType() == XiangqiMove.class
                            || method.getGenericReturnType().getTypeName().contains("XiangqiMove"))
                    .toList();
            assertThat(readers).isEmpty();
            assertThat(Arrays.stream(XiangqiNotation.class.getMethods()).map(Method::getName))
                    .doesNotContain("moveOfWxf", "parseWxf", "wxfMove");
        }
    }

    /** WXF is relative to the side that wrote it. */
    @Nested
    class WxfIsRelativeToTheSideThatWroteIt {

        @Test
        void filesRunOneToNine_fromTheMoversOwnRight_redRightToLeft_blackLeftToRight() {
            for (int file = 0; file < 9; file++) {
                assertThat(XiangqiNotation.wxfFile(file, Colour.RED)).isEqualTo(9 - file);
                assertThat(XiangqiNotation.wxfFile(file, Colour.BLACK)).isEqualTo(file + 1);
            }
        }

        @Test
        void c25_isARedCannonFromHToE_andEquallyABlackCannonFromBToE() {
            assertThat(XiangqiNotation.wxfOf(Position.START, move("h2e2"))).contains("C2.5");
            Position blackToMove = Fixtures.played("h2e2").toPosition();
            assertThat(XiangqiNotation.wxfOf(blackToMove, move("b7e7"))).contains("C2.5");
            assertThat(move("h2e2")).isNotEqualTo(move("b7e7"));
        }

        @Test
        void everyCallTakesTheBoard_theColourComesFromThePiece_notFromTheSideToMove() {
            // Red is to move at the start, yet Black's cannon move is written from Black's side.
            assertThat(XiangqiNotation.wxfOf(Position.START, move("b7e7"))).contains("C2.5");
            assertThat(XiangqiNotation.wxfOf(Position.START, move("h7e7"))).contains("C8.5");
        }

        @Test
        void theParserIsMissing_soTheLogStoresIccs_whichReplaysWithoutKnowingWhoWroteALine() {
            XiangqiGame game = Fixtures.played("h2e2", "b7e7");
            assertThat(game.wxfHistory()).containsExactly("C2.5", "C2.5");
            assertThat(Fixtures.record(game)).isEqualTo("1. h2e2 b7e7 ; C2.5 C2.5\n");
            assertThat(Fixtures.read(Fixtures.record(game)).history()).isEqualTo(game.history());
        }

        @Test
        void likeChessStoringUciAndCarryingSan_theRecordStoresIccs_andCarriesWxfBesideIt_unread() {
            String record = Fixtures.record(Fixtures.played("h2e2", "h9g7", "h0g2"));
            assertThat(record).isEqualTo("1. h2e2 h9g7 ; C2.5 H8+7\n2. h0g2 ; H2+3\n");
            String wrongWxf = record.replace("C2.5 H8+7", "R1+9 nonsense");
            assertThat(Fixtures.read(wrongWxf).record()).isEqualTo(Fixtures.GAME_TAG + record);
        }
    }

    /** Which pieces carry a distance and which carry a file. */
    @Nested
    class WhichPiecesCarryADistanceAndWhichCarryAFile {

        @ParameterizedTest(name = "{0} is {1}")
        @CsvSource({
            "a0a2, R9+2", "h2h9, C2+7", "e3e4, P5+1", "a6a5, P1+1", "b9b8, R2+1", "h7h3, C8+4"})
        void afterPlusOrMinus_theChariotCannonAndSoldier_carryTheRanksMoved(String iccs, String wxf) {
            Position position = position("Ke0 ke9 Ra0 Ch2 Pe3 pa6 rb9 nh9 ch7", 'w');
            assertThat(XiangqiNotation.wxfOf(position, move(iccs))).contains(wxf);
        }

        @ParameterizedTest(name = "{1} is {2}")
        @CsvSource({"Ke0 kd9, e0e1, K5+1", "Ke1 kd9, e1e0, K5-1", "Kd0 ke9, e9e8, K5+1", "Kd0 ke8, e8e9, K5-1"})
        void afterPlusOrMinus_theGeneral_carriesTheRanksMoved(String pieces, String iccs, String wxf) {
            assertThat(XiangqiNotation.wxfOf(position(pieces, 'w'), move(iccs))).contains(wxf);
        }

        @ParameterizedTest(name = "{0} is {1}")
        @CsvSource({"d0e1, A6+5", "c0e2, E7+5", "b0c2, H8+7", "b0a2, H8+9", "g9e7, E7+5", "h9g7, H8+7",
            "f9e8, A6+5"})
        void afterPlus_theAdvisorElephantAndHorse_carryTheDestinationFile(String iccs, String wxf) {
            assertThat(XiangqiNotation.wxfOf(Position.START, move(iccs))).contains(wxf);
        }

        @ParameterizedTest(name = "{0} is {1}")
        @CsvSource({"e1d0, A5-6", "e2c0, E5-7", "c2b0, H7-8", "c2d0, H7-6", "e2g4, E5+3"})
        void afterMinus_theAdvisorElephantAndHorse_carryTheDestinationFile(String iccs, String wxf) {
            Position position = position("Ke0 kd9 Ae1 Ee2 Nc2", 'w');
            assertThat(XiangqiNotation.wxfOf(position, move(iccs))).contains(wxf);
        }

        @ParameterizedTest(name = "{0} is {1}")
        @CsvSource({"a0d0, R9.6", "h2e2, C2.5", "e0d0, K5.6", "c6b6, P7.8", "g4h4, P7.8", "b5a5, R8.9"})
        void afterDot_everyPieceCarriesTheDestinationFile(String iccs, String wxf) {
            Position position = position("Ke0 kd9 Ra0 Ch2 Pc6 pg4 Rb5", 'w');
            assertThat(XiangqiNotation.wxfOf(position, move(iccs))).contains(wxf);
        }

        @Test
        void gettingThisBackwards_wouldNameTheWrongSquare_soEachNumberNamesTheRightOne() {
            // The horse b0c2 moves two ranks to the c file: H8+7, never H8+2, which would name c... nothing.
            assertThat(XiangqiNotation.wxfOf(Position.START, move("b0c2"))).contains("H8+7");
            // The chariot a0a2 moves two ranks along the a file: R9+2, never R9+9.
            assertThat(XiangqiNotation.wxfOf(Position.START, move("a0a2"))).contains("R9+2");
            // Every legal move of the start reads back to its own square by the seed's rules.
            for (XiangqiMove move : XiangqiGame.newGame().legalMoves()) {
                assertThat(WxfReading.square(Position.START, XiangqiNotation.wxfOf(Position.START, move)
                        .orElseThrow(), Colour.RED)).as("%s", move).isEqualTo(move);
            }
        }
    }

    /** Two on a file, and three. */
    @Nested
    class TwoOnAFileAndThree {

        // "Two identical pieces on one file take + for the front one and - for the rear instead of the file
        // number ... Three or more are numbered from the front": the number stands before the letter, in the
        // file's place, as Game::Xiangqi::Notation writes it (1P.6, 2P.6, 3P.6). Where the seed is silent, two
        // files each holding two or more soldiers, a pair puts its file in the letter's place (7+.6), since P+
        // alone could be either file's front soldier.
        @ParameterizedTest(name = "{0}: {1} is {2}")
        @CsvSource(delimiter = '|', value = {
            "Ke0 kd9 Ch2 Ch5 | h5e5 | C+.5", "Ke0 kd9 Ch2 Ch5 | h2e2 | C-.5",
            "Ke0 kd9 Ch2 Ch5 | h2h1 | C--1", "Ke0 kd9 Ch2 Ch5 | h5h9 | C++4",
            "Ke0 kd9 Ad0 Ad2 Nb3 Nb5 | d0e1 | A-+5", "Ke0 kd9 Ad0 Ad2 Nb3 Nb5 | d2e1 | A+-5",
            "Ke0 kd9 Ad0 Ad2 Nb3 Nb5 | b5c7 | H++7", "Ke0 kd9 Ad0 Ad2 Nb3 Nb5 | b3a1 | H--9",
            "Ke0 kf9 Pc5 Pc6 Pc7 | c7b7 | 1P.8", "Ke0 kf9 Pc5 Pc6 Pc7 | c6d6 | 2P.6",
            "Ke0 kf9 Pc5 Pc6 Pc7 | c5b5 | 3P.8", "Ke0 kf9 Pc5 Pc6 Pc7 | c7c8 | 1P+1",
            "Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pg6 | c8b8 | 1P.8", "Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pg6 | c7d7 | 2P.6",
            "Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pg6 | c6b6 | 3P.8", "Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pg6 | c5d5 | 4P.6",
            "Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pg6 | g6f6 | P3.4", "Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pg6 | c8c9 | 1P+1",
            "Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pc9 | c9b9 | 1P.8", "Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pc9 | c8d8 | 2P.6",
            "Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pc9 | c7b7 | 3P.8", "Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pc9 | c6d6 | 4P.6",
            "Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pc9 | c5b5 | 5P.8",
            // Black's front is its lowest soldier, and its files count from the a file.
            "Kf0 ke9 pc1 pc2 pc3 | c1c0 | 1P+1", "Kf0 ke9 pc1 pc2 pc3 | c2d2 | 2P.4",
            "Kf0 ke9 pc1 pc2 pc3 | c3b3 | 3P.2",
            "Kf0 ke9 pc1 pc2 pc3 pc4 | c1c0 | 1P+1", "Kf0 ke9 pc1 pc2 pc3 pc4 | c2b2 | 2P.2",
            "Kf0 ke9 pc1 pc2 pc3 pc4 | c3d3 | 3P.4",
            "Kf0 ke9 pc1 pc2 pc3 pc4 | c4b4 | 4P.2",
            "Kf0 ke9 pc0 pc1 pc2 pc3 pc4 | c0b0 | 1P.2", "Kf0 ke9 pc0 pc1 pc2 pc3 pc4 | c1d1 | 2P.4",
            "Kf0 ke9 pc0 pc1 pc2 pc3 pc4 | c2b2 | 3P.2", "Kf0 ke9 pc0 pc1 pc2 pc3 pc4 | c3d3 | 4P.4",
            "Kf0 ke9 pc0 pc1 pc2 pc3 pc4 | c4b4 | 5P.2",
            // Three on the 3rd file and two on the 7th: the three are numbered, the two take their file.
            "Ke0 kf9 Pg5 Pg6 Pg7 Pc5 Pc6 | g7f7 | 1P.4", "Ke0 kf9 Pg5 Pg6 Pg7 Pc5 Pc6 | g6f6 | 2P.4",
            "Ke0 kf9 Pg5 Pg6 Pg7 Pc5 Pc6 | g5f5 | 3P.4", "Ke0 kf9 Pg5 Pg6 Pg7 Pc5 Pc6 | c6d6 | 7+.6",
            "Ke0 kf9 Pg5 Pg6 Pg7 Pc5 Pc6 | c5d5 | 7-.6",
            // Two and two: P+.4 would be the front soldier of either file.
            "Ke0 kf9 Pc5 Pc6 Pg5 Pg6 | c6d6 | 7+.6", "Ke0 kf9 Pc5 Pc6 Pg5 Pg6 | g6f6 | 3+.4",
            "Ke0 kf9 Pc5 Pc6 Pg5 Pg6 | c5d5 | 7-.6", "Ke0 kf9 Pc5 Pc6 Pg5 Pg6 | g5f5 | 3-.4",
            "Kf0 kd9 pc3 pc4 pe3 pe4 pg2 | c3d3 | 3+.4", "Kf0 kd9 pc3 pc4 pe3 pe4 pg2 | e3d3 | 5+.4",
            "Kf0 kd9 pc3 pc4 pe3 pe4 pg2 | e4d4 | 5-.4", "Kf0 kd9 pc3 pc4 pe3 pe4 pg2 | g2h2 | P7.8",
        })
        void piecesOfAKindOnAFile_areToldApartFromTheFront_insteadOfByTheFileNumber(String pieces, String iccs,
                String wxf) {
            assertThat(XiangqiNotation.wxfOf(position(pieces, 'w'), move(iccs))).contains(wxf);
        }

        @ParameterizedTest(name = "{0} to move")
        @CsvSource({"w, Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pc9, 1P.8 2P.6 3P.8 4P.6 5P.8",
            "b, Kf0 ke9 pc0 pc1 pc2 pc3 pc4, 1P.2 2P.4 3P.2 4P.4 5P.2"})
        void fiveSoldiersOnOneFile_areLegal_eachWrittenOnce_andReadBackToItsOwnMove(char turn, String pieces,
                String some) {
            XiangqiGame game = Fixtures.game(pieces, turn);
            Position position = game.toPosition();
            Colour colour = turn == 'w' ? Colour.RED : Colour.BLACK;
            List<String> written = game.legalMoves().stream()
                    .map(move -> XiangqiNotation.wxfOf(position, move).orElseThrow()).toList();
            assertThat(written).doesNotHaveDuplicates().contains(some.split(" "));
            for (XiangqiMove move : game.legalMoves()) {
                String wxf = XiangqiNotation.wxfOf(position, move).orElseThrow();
                assertThat(WxfReading.square(position, wxf, colour)).as(wxf).isEqualTo(move);
            }
        }

        @Test
        void frontMeansNearerTheEnemy_soTheOrderReversesWithTheColour() {
            Position position = position("Kd0 ke9 Ch2 Ch5 cb2 cb5", 'w');
            // Red's front cannon is the higher one, h5; Black's is the lower one, b2.
            assertThat(XiangqiNotation.wxfOf(position, move("h5g5"))).contains("C+.3");
            assertThat(XiangqiNotation.wxfOf(position, move("h2g2"))).contains("C-.3");
            assertThat(XiangqiNotation.wxfOf(position, move("b2c2"))).contains("C+.3");
            assertThat(XiangqiNotation.wxfOf(position, move("b5c5"))).contains("C-.3");
            Position soldiers = position("Kd1 ke9 pg0 pg1 pg2 Pg5 Pg6 Pg7", 'b');
            assertThat(XiangqiNotation.wxfOf(soldiers, move("g0h0"))).contains("1P.8");
            assertThat(XiangqiNotation.wxfOf(soldiers, move("g1h1"))).contains("2P.8");
            assertThat(XiangqiNotation.wxfOf(soldiers, move("g2h2"))).contains("3P.8");
            assertThat(XiangqiNotation.wxfOf(soldiers, move("g7h7"))).contains("1P.2");
            assertThat(XiangqiNotation.wxfOf(soldiers, move("g5h5"))).contains("3P.2");
        }
    }

    /** METHODS. */
    @Nested
    class Methods {

        @Test
        void iccsOf_isTheFromPointThenTheToPoint_alwaysFromRedsLeftAndRedsEnd() {
            assertThat(XiangqiNotation.iccsOf(XiangqiMove.of("b7", "e7"))).isEqualTo("b7e7");
            assertThat(XiangqiNotation.iccsOf(XiangqiMove.of("i9", "i8"))).isEqualTo("i9i8");
            assertThat(XiangqiNotation.iccsOf(XiangqiMove.of("a0", "i9"))).isEqualTo("a0i9");
            assertThat(Fixtures.record(Fixtures.played("h2e2", "h9g7"))).startsWith("1. h2e2 h9g7");
        }

        @ParameterizedTest(name = "''{0}''")
        @ValueSource(strings = {"", "h2e", "h2e2 ", " h2e2", "h2-e2", "j2e2", "h2j2", "h2ea", "hh2e", "2he2",
            "h2e2h", "h10e", "é2e2", "h２e2", "\u0000\u0000\u0000\u0000"})
        void moveOfIccs_isEmpty_forAnythingThatIsNotFourCharactersNamingTwoPoints(String text) {
            assertThat(XiangqiNotation.moveOfIccs(text)).isEmpty();
        }

        @Test
        void moveOfIccs_isEmptyForNull_andReadsEitherCase() {
            assertThat(XiangqiNotation.moveOfIccs(null)).isEmpty();
            assertThat(XiangqiNotation.moveOfIccs("H2E2")).contains(move("h2e2"));
        }

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"a0a9", "e5e6", "e0e0", "h2h7", "e0e9", "a3i8"})
        void moveOfIccs_judgesNothingElse_anIllegalMoveStillParses_andTheBoardRefusesIt(String text) {
            Optional<XiangqiMove> move = XiangqiNotation.moveOfIccs(text);
            assertThat(move).isPresent();
            XiangqiGame game = XiangqiGame.newGame();
            String before = Fixtures.record(game);
            assertThat(game.play(move.get()).isAccepted()).isFalse();
            assertThat(Fixtures.record(game)).isEqualTo(before);
        }

        @Test
        void wxfOf_needsThePosition_becauseWxfNamesAPieceAndAFile() {
            // The same ICCS move is a chariot move on one board and a cannon move on another.
            assertThat(XiangqiNotation.wxfOf(position("Ke0 kd9 Rh2", 'w'), move("h2e2"))).contains("R2.5");
            assertThat(XiangqiNotation.wxfOf(position("Ke0 kd9 Ch2", 'w'), move("h2e2"))).contains("C2.5");
            // And the same move is written by its order on the file when another piece of its kind shares it.
            assertThat(XiangqiNotation.wxfOf(position("Ke0 kd9 Ch2 Ch7", 'w'), move("h2e2"))).contains("C-.5");
        }

        @Test
        void wxfOf_isEmpty_whenTheFromPointHoldsNothing() {
            assertThat(XiangqiNotation.wxfOf(Position.START, move("e5e6"))).isEmpty();
            assertThat(XiangqiNotation.wxfOf(Position.START, move("e4e5"))).isEmpty();
        }

        @Test
        void wxfFile_isNotTheSameNumberForTheTwoSides_redsFileOneAndBlacksFileOneAreOppositeEnds() {
            assertThat(XiangqiNotation.wxfFile(8, Colour.RED)).isEqualTo(1);
            assertThat(XiangqiNotation.wxfFile(0, Colour.BLACK)).isEqualTo(1);
            assertThat(XiangqiNotation.wxfFile(4, Colour.RED)).isEqualTo(XiangqiNotation.wxfFile(4, Colour.BLACK));
            assertThatThrownBy(() -> XiangqiNotation.wxfFile(9, Colour.RED))
                    .isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> XiangqiNotation.wxfFile(-1, Colour.BLACK))
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }
}
