package org.tabula.host.command;

import com.google.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.tabula.api.Side;
import org.tabula.host.core.plugin.InstalledGame;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Adds to a command one option for each side any installed game has, such as {@code --white} and {@code --black}
 * for morris or {@code --red} for a game with a red side, so that the host names no side of its own.
 *
 * <p>A side whose name is taken by one of the command's own options has no option of its own; {@code --side
 * NAME=PLAYER} seats any side.
 */
final class SideOptions implements IModelTransformer {

    /** Option names picocli or the top command adds later, which no side may take. */
    private static final Set<String> RESERVED = Set.of("help", "version", "plugins", "side");

    /** A command whose sides are given on its command line. */
    interface Seated {
        /** Where the sides given are recorded. */
        Seating seating();

        /** What may be given for a side, for the option's description. */
        String players();

        /** True when the command runs without a GAME too (play then lists the games), so GAME is optional. */
        default boolean gameMayBeOmitted() {
            return false;
        }
    }

    private final Map<String, InstalledGame> games;

    @Inject
    SideOptions(Map<String, InstalledGame> games) {
        this.games = games;
    }

    @Override
    public CommandSpec transform(CommandSpec spec) {
        Seating seating = ((Seated) spec.userObject()).seating();
        String players = ((Seated) spec.userObject()).players();
        Map<String, List<String>> sides = new TreeMap<>();
        for (InstalledGame game : games.values()) {
            for (Side side : game.sides()) {
                sides.computeIfAbsent(side.id(), id -> new ArrayList<>()).add(game.id());
            }
        }
        sides.forEach((sideId, gameIds) -> {
            String name = "--" + sideId;
            if (RESERVED.contains(sideId) || spec.findOption(name) != null) {
                return;
            }
            seating.hasOption(sideId);
            spec.addOption(OptionSpec.builder(name)
                    .paramLabel("PLAYER")
                    .type(String.class)
                    .description("Who plays " + sideId + " (in " + String.join(", ", gameIds) + "): " + players)
                    .setter(new ISetter() {
                        @Override
                        public <T> T set(T value) {
                            // picocli also sets an option back to its initial value, null here, before each parse.
                            if (value != null) {
                                seating.give(sideId, (String) value);
                            }
                            return null;
                        }
                    })
                    .build());
        });
        if (((Seated) spec.userObject()).gameMayBeOmitted()) {
            makeGameOptional(spec);
        }
        return spec;
    }

    /** Replaces the GAME parameter by one that may be left out, bound to the same field. */
    private static void makeGameOptional(CommandSpec spec) {
        for (PositionalParamSpec game : List.copyOf(spec.positionalParameters())) {
            if (game.index().min() == 0) {
                spec.remove(game);
                spec.addPositional(PositionalParamSpec.builder(game).arity("0..1").required(false).build());
            }
        }
    }
}
