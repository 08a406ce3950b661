package org.tabula.host.command;

import com.google.inject.Injector;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line of {@code tabula}, made through Guice: the top command with every command, mixin and the side
 * options of the games the injector has bound ({@link #of}), for the usage and for what reads the commands without
 * running them, such as the completion script and man page generators; or with the one command a run names
 * ({@link #forRun}), since making every command through Guice cost more than running the one asked for.
 */
public final class CommandModel {

    private CommandModel() {
    }

    /** {@code tabula} and all its subcommands. */
    public static CommandLine of(Injector injector) {
        return withAll(new GuiceFactory(injector));
    }

    /**
     * {@code tabula} with only the command these arguments name, when they name one that is not {@code help}
     * (whose answer may list the others); else, as for a mistyped command, all of them, as {@link #of} makes them.
     */
    public static CommandLine forRun(Injector injector, String... args) {
        return forRun(new GuiceFactory(injector), args);
    }

    /** As {@link #forRun(Injector, String...)}, with the commands made by this factory. */
    static CommandLine forRun(CommandLine.IFactory factory, String... args) {
        Optional<Class<?>> named = CommandWord.of(args).flatMap(CommandModel::command);
        if (named.isEmpty() || named.get() == CommandLine.HelpCommand.class) {
            return withAll(factory);
        }
        CommandLine top = new CommandLine(TabulaCommand.class, factory);
        top.addSubcommand(subcommand(named.get(), top, factory));
        return top;
    }

    /** {@code tabula} with every command, made by this factory. */
    static CommandLine withAll(CommandLine.IFactory factory) {
        CommandLine top = new CommandLine(TabulaCommand.class, factory);
        TabulaCommand.COMMANDS.forEach(type -> top.addSubcommand(subcommand(type, top, factory)));
        return top;
    }

    /**
     * A command made on its own: so picocli applies its model transformer, which addSubcommand(Class) does not.
     * One from outside this package (the shell) answers {@code --version} with the top command's version.
     */
    private static CommandLine subcommand(Class<?> type, CommandLine top, CommandLine.IFactory factory) {
        CommandLine command = new CommandLine(type, factory);
        if (command.getCommandSpec().versionProvider() == null) {
            command.getCommandSpec().versionProvider(top.getCommandSpec().versionProvider());
        }
        return command;
    }

    /** The command of this name, read off the annotations without making it. */
    static Optional<Class<?>> command(String name) {
        return TabulaCommand.COMMANDS.stream().filter(type -> nameOf(type).equals(name)).findFirst();
    }

    /** The name a command class declares. */
    static String nameOf(Class<?> type) {
        return type.getAnnotation(Command.class).name();
    }
}
