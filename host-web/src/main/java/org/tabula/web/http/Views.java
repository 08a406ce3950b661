package org.tabula.web.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.tabula.api.Analysis;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Evaluation;
import org.tabula.host.core.clock.ClockReading;
import org.tabula.host.core.json.GameJson;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.web.table.AnalysisView;
import org.tabula.web.table.MoveView;
import org.tabula.web.table.Players;
import org.tabula.web.table.Rematch;
import org.tabula.web.table.ServerDice;
import org.tabula.web.table.TableState;

/** Writes the API's answers as JSON trees: games, table states, errors. */
final class Views {

    private final ObjectMapper mapper;

    Views(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    ObjectNode error(String code, String message) {
        return mapper.createObjectNode().put("code", code).put("message", message);
    }

    /** The games as host-core describes them, each with whether its sides may agree a draw (the page's offer). */
    ArrayNode games(List<InstalledGame> games) {
        ArrayNode nodes = GameJson.games(mapper, games);
        for (int i = 0; i < games.size(); i++) {
            // A seed option the server refuses is not offered (ServerDice).
            var options = nodes.get(i).get("options").elements();
            while (options.hasNext()) {
                if (options.next().path("name").asText().equals(ServerDice.SEED_OPTION)) {
                    options.remove();
                }
            }
            ((ObjectNode) nodes.get(i)).put("drawsByAgreement", games.get(i).provider().drawsByAgreement());
        }
        return nodes;
    }

    ObjectNode state(TableState state) {
        ObjectNode node = mapper.createObjectNode().put("id", state.id()).put("game", state.game())
                .put("title", state.title());
        node.set("options", strings(state.options()));
        node.set("seats", strings(state.seats()));
        state.open().forEach(node.putArray("open")::add);
        node.put("position", state.position()).put("turn", state.turn()).put("status", state.status());
        GameJson.putResult(node, "result", state.result());
        node.put("ply", state.ply()).put("version", state.version()).put("record", state.record());
        node.set("facts", strings(state.facts()));
        ChanceRequest chance = state.chance();
        if (chance == null) {
            node.putNull("chance");
        } else {
            ObjectNode c = node.putObject("chance").put("description", chance.description());
            chance.outcomes().forEach(c.putArray("outcomes")::add);
            chance.weights().forEach(c.putArray("weights")::add);
        }
        node.put("drawOffer", state.drawOffer());
        if (state.lastMove() == null) {
            node.putNull("lastMove");
        } else {
            node.set("lastMove", move(state.lastMove()));
        }
        ArrayNode legal = node.putArray("legalMoves");
        state.legalMoves().forEach(move -> legal.add(move(move)));
        node.put("hints", state.hints());
        clock(node, state.clock());
        ArrayNode played = node.putArray("moves");
        state.played().forEach(move -> {
            ObjectNode item = played.addObject().put("number", move.number()).put("side", move.side().id())
                    .put("text", move.text());
            move.display().ifPresent(display -> item.put("display", display));
        });
        players(node, state.players());
        return node;
    }

    /** The seats' names, the chat, a takeback or rematch asked for; never a token's hash. */
    private void players(ObjectNode node, Players players) {
        node.set("names", strings(players.names()));
        ObjectNode chat = node.putObject("chat").put("enabled", players.chat());
        ArrayNode lines = chat.putArray("lines");
        players.lines().forEach(line -> lines.addObject().put("side", line.side()).put("text", line.text())
                .put("at", line.at().toString()));
        node.put("takeback", players.takeback());
        Rematch rematch = players.rematch();
        node.putObject("rematch").put("offeredBy", rematch.offeredBy()).put("table", rematch.table())
                .put("of", rematch.of());
    }

    /**
     * The table's clock as read: its control, each side's milliseconds left, the moment read, whose runs and since
     * when.
     */
    private void clock(ObjectNode node, ClockReading clock) {
        if (clock == null) {
            node.putNull("clock");
            return;
        }
        ObjectNode c = node.putObject("clock");
        c.set("control", mapper.valueToTree(clock.control().fields()));
        ObjectNode remaining = c.putObject("remaining");
        clock.remaining().forEach(remaining::put);
        c.put("readAt", clock.readAt().toString()).put("running", clock.running().orElse(null));
        c.put("turnBegan", clock.turnBegan().map(Object::toString).orElse(null));
    }

    /** A line of the lobby: who plays what, and how far it is. */
    ObjectNode summary(TableState state) {
        ObjectNode node = mapper.createObjectNode().put("id", state.id()).put("game", state.game());
        node.set("seats", strings(state.seats()));
        node.set("names", strings(state.players().names()));
        state.open().forEach(node.putArray("open")::add);
        // The clock as the lobby shows it: its control and each side's time left.
        clock(node, state.clock());
        return node.put("status", state.status()).put("turn", state.turn()).put("ply", state.ply());
    }

    /**
     * A ply's analysis: the bot's best move (null, with a note saying why, when there is none), its evaluation
     * (null from a bot that gives none), and the verdict where the game knows it.
     */
    ObjectNode analysis(AnalysisView view) {
        ObjectNode node = mapper.createObjectNode().put("ply", view.ply()).put("position", view.position())
                .put("turn", view.turn());
        if (view.bestMove().isPresent()) {
            node.set("bestMove", move(view.bestMove().get()));
        } else {
            node.putNull("bestMove");
        }
        node.put("bot", view.bot());
        if (view.evaluation().isPresent()) {
            evaluation(node.putObject("evaluation"), view.evaluation().get());
        } else {
            node.putNull("evaluation");
        }
        node.put("note", view.note());
        if (view.known().isEmpty()) {
            node.putNull("verdict");
            return node;
        }
        Analysis known = view.known().get();
        ObjectNode verdict = node.putObject("verdict").put("verdict", known.verdict().word());
        if (known.plies().isPresent()) {
            verdict.put("plies", known.plies().getAsInt());
        } else {
            verdict.putNull("plies");
        }
        if (known.winChance().isPresent()) {
            verdict.put("winChance", known.winChance().getAsDouble());
        } else {
            verdict.putNull("winChance");
        }
        verdict.put("sentence", view.sentence());
        known.bestMoves().forEach(verdict.putArray("bestMoves")::add);
        verdict.put("basis", known.basis());
        return node;
    }

    /** The score a whole number where it is one (most games count in whole units), the proved end or null. */
    private static void evaluation(ObjectNode node, Evaluation evaluation) {
        double score = evaluation.score();
        if (score == Math.rint(score) && Math.abs(score) < 1e15) {
            node.put("score", (long) score);
        } else {
            node.put("score", score);
        }
        node.put("depth", evaluation.depth());
        if (evaluation.provedEnd().isPresent()) {
            node.put("proved", evaluation.provedEnd().getAsInt());
        } else {
            node.putNull("proved");
        }
        node.put("sentence", evaluation.sentence());
    }

    private ObjectNode move(MoveView move) {
        return GameJson.move(mapper, move.text(), move.display(), move.places());
    }

    private ObjectNode strings(Map<String, String> values) {
        ObjectNode node = mapper.createObjectNode();
        values.forEach(node::put);
        return node;
    }
}
