package org.tabula.host.core.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tabula.api.OptionSpec;
import org.tabula.api.Result;
import org.tabula.host.core.plugin.InstalledGame;

/**
 * The JSON shapes every host writes the same way: a game as installed, a game's ending and a move with its places.
 * Shared so that the server's API and {@code tabula ... --json} cannot drift apart.
 */
public final class GameJson {

    private GameJson() {
    }

    /** The games, each as {@link #game} writes it. */
    public static ArrayNode games(ObjectMapper mapper, List<InstalledGame> games) {
        ArrayNode list = mapper.createArrayNode();
        games.forEach(game -> list.add(game(mapper, game)));
        return list;
    }

    /** A game: id, title, version, sides, options (name, type, default, description, choices), botLevels
     * and defaultBotLevel (the level seated for {@code "bot"}). */
    public static ObjectNode game(ObjectMapper mapper, InstalledGame game) {
        ObjectNode node = mapper.createObjectNode().put("id", game.id()).put("title", game.title())
                .put("version", game.version());
        ArrayNode sides = node.putArray("sides");
        game.sides().forEach(side -> sides.add(side.id()));
        ArrayNode options = node.putArray("options");
        for (OptionSpec spec : game.options()) {
            ObjectNode option = options.addObject().put("name", spec.name())
                    .put("type", spec.type().name().toLowerCase(Locale.ROOT))
                    .put("default", spec.defaultValue()).put("description", spec.description());
            if (!spec.choices().isEmpty()) {
                spec.choices().forEach(option.putArray("choices")::add);
            }
        }
        ArrayNode levels = node.putArray("botLevels");
        game.botLevels().forEach(level -> levels.addObject().put("level", level.level())
                .put("name", level.name()).put("description", level.description()));
        node.put("defaultBotLevel", game.defaultBotLevel());
        return node;
    }

    /** Puts {@code field}: the ending as {winner (null for a draw), code, sentence}, or null while the game goes on. */
    public static ObjectNode putResult(ObjectNode node, String field, Result result) {
        if (result == null) {
            node.putNull(field);
        } else {
            node.putObject(field).put("winner", result.winner() == null ? null : result.winner().id())
                    .put("code", result.reason()).put("sentence", result.sentence());
        }
        return node;
    }

    /**
     * A move: its canonical text, its display text where the game has one ({@link org.tabula.api.Game#displayText},
     * the field left out otherwise) and the places it touches (empty for a game with no layout).
     */
    public static ObjectNode move(ObjectMapper mapper, String text, Optional<String> display, List<String> places) {
        ObjectNode node = mapper.createObjectNode().put("text", text);
        display.ifPresent(shown -> node.put("display", shown));
        ArrayNode list = node.putArray("places");
        places.forEach(list::add);
        return node;
    }
}
