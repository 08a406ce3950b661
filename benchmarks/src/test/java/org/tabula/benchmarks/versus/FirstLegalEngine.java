package org.tabula.benchmarks.versus;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.tabula.api.Game;
import org.tabula.morris.MorrisGame;
import org.tabula.xiangqi.XiangqiProvider;

/**
 * A fake outside engine for the tests: speaks the versus line protocol and answers the first legal move, or with
 * the argument {@code illegal} a move that is never legal, or with {@code silent} nothing at all; with {@code uci}
 * it speaks UCI for xiangqi, as Fairy-Stockfish writes its moves (ranks 1-10), and answers the first legal move.
 */
public final class FirstLegalEngine {

    private FirstLegalEngine() {
    }

    public static void main(String[] args) throws IOException {
        String mode = args.length > 0 ? args[0] : "legal";
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        if (mode.equals("uci")) {
            xiangqi(in);
            return;
        }
        MorrisGame game = MorrisGame.newGame();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.equals("quit")) {
                return;
            } else if (line.equals("rules standard")) {
                System.out.println("ok");
            } else if (line.startsWith("position startpos")) {
                game = MorrisGame.newGame();
                String[] words = line.split(" ");
                for (int i = 3; i < words.length; i++) {
                    game.play(words[i]);
                }
            } else if (line.startsWith("go millis") && !mode.equals("silent")) {
                System.out.println("info depth 1");
                System.out.println("bestmove " + (mode.equals("illegal") ? "a1-g7" : game.legalMoves().get(0).text()));
            }
            System.out.flush();
        }
    }

    private static void xiangqi(BufferedReader in) throws IOException {
        XiangqiUciMoves uci = new XiangqiUciMoves();
        Game game = new XiangqiProvider().newGame();
        for (String line = in.readLine(); line != null && !line.equals("quit"); line = in.readLine()) {
            if (line.equals("uci")) {
                System.out.println("id name first-legal");
                System.out.println("option name UCI_Variant type combo default chess var chess var xiangqi");
                System.out.println("uciok");
            } else if (line.equals("isready")) {
                System.out.println("readyok");
            } else if (line.startsWith("position startpos")) {
                game = new XiangqiProvider().newGame();
                String[] words = line.split(" ");
                for (int i = 3; i < words.length; i++) {
                    game.play(uci.fromEngine(words[i]));
                }
            } else if (line.startsWith("go movetime")) {
                System.out.println("info depth 1");
                System.out.println("bestmove " + uci.toEngine(game.legalMoves().get(0).text()) + " ponder a1a2");
            }
            System.out.flush();
        }
    }
}
