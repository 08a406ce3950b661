package org.tabula.host.core.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.api.BotLevel;
import org.tabula.api.GameProvider;
import org.tabula.api.OptionSpec;
import org.tabula.api.Side;
import org.tabula.host.core.testgames.AssertingProvider;
import org.tabula.host.core.testgames.BadIdProvider;
import org.tabula.host.core.testgames.ExplodingProvider;
import org.tabula.host.core.testgames.NimProvider;
import org.tabula.host.core.testgames.OrphanProvider;
import org.tabula.host.core.testgames.RecursiveIdProvider;
import org.tabula.host.core.testgames.TeamProvider;
import org.tabula.host.core.testgames.UntitledProvider;
import org.tabula.host.core.testing.HidingClassLoader;
import org.tabula.host.core.testing.PluginJar;

class PluginLoaderTest {

    private static final String TEST_GAMES = HidingClassLoader.TEST_GAMES;

    @TempDir
    Path dir;

    private final ClassLoader host = HidingClassLoader.withoutTestGames();

    private GameCatalog load(Path folder) {
        return new PluginLoader(host).load(List.of(new PluginFolder(folder, "--plugins")));
    }

    private static Path nimJar(Path file) {
        return PluginJar.providing(NimProvider.class).withTheirPackage().writeTo(file);
    }

    /** The plugin problems, without the class path's own (morris, while it is being written, for one). */
    private List<PluginProblem> problemsUnder(GameCatalog catalog, Path folder) {
        return catalog.problems().stream().filter(p -> p.where().startsWith(folder.toString())).toList();
    }

    @Test
    void pluginJar_isLoadedInAClassLoaderOfItsOwn_whoseParentIsTheHostLoader() {
        Path jar = nimJar(dir.resolve("plugins/nim.jar"));

        GameCatalog catalog = load(dir.resolve("plugins"));

        InstalledGame nim = catalog.find("nim").orElseThrow();
        ClassLoader loader = nim.provider().getClass().getClassLoader();
        assertThat(loader).isInstanceOf(URLClassLoader.class).isNotSameAs(host);
        assertThat(loader.getParent()).isSameAs(host);
        assertThat(((URLClassLoader) loader).getURLs()).extracting(URL::getPath).containsExactly(jar.toUri().getPath());
        assertThat(nim.provider()).as("the api classes are the host's").isInstanceOf(GameProvider.class);
        assertThat(nim.origin()).isEqualTo(new Origin(Origin.Kind.PLUGIN_JAR, jar.toString()));
        assertThat(problemsUnder(catalog, dir)).isEmpty();
    }

    @Test
    void pluginJar_isDescribedOnceAtLoad() {
        nimJar(dir.resolve("nim.jar"));

        InstalledGame nim = load(dir).find("nim").orElseThrow();

        assertThat(nim.title()).isEqualTo("Nim");
        assertThat(nim.version()).isEqualTo("1.0-test");
        assertThat(nim.sides()).containsExactly(Side.of("first"), Side.of("second"));
        assertThat(nim.options()).extracting(OptionSpec::name, OptionSpec::defaultValue)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("stones", "7"),
                        org.assertj.core.groups.Tuple.tuple("misere", "false"));
        assertThat(nim.botLevels()).extracting(BotLevel::level, BotLevel::name).as("its own, then the generic search")
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1, "random"),
                        org.assertj.core.groups.Tuple.tuple(2, "perfect"), org.assertj.core.groups.Tuple.tuple(3, "mcts"));
        assertThat(nim.provider().newGame().legalMoves()).hasSize(3);
    }

    @Test
    void games_areInIdOrder_whateverTheJarsAreCalled() {
        nimJar(dir.resolve("a.jar"));
        PluginJar.providing(TeamProvider.class).withTheirPackage().writeTo(dir.resolve("b.jar"));
        PluginJar.providing(NimProvider.class).withTheirPackage().writeTo(dir.resolve("c.jar"));
        nimJar(dir.resolve("0-first.jar"));

        List<String> ids = load(dir).games().stream().map(InstalledGame::id).toList();

        assertThat(ids).isSorted().contains("nim", "team").doesNotHaveDuplicates();
    }

    @Test
    void brokenJar_isReportedWithItsPath_andTheOtherGamesStillLoad() {
        Path broken = PluginJar.garbage(dir.resolve("a-broken.jar"));
        nimJar(dir.resolve("b-nim.jar"));

        GameCatalog catalog = load(dir);

        assertThat(catalog.find("nim")).isPresent();
        assertThat(problemsUnder(catalog, dir)).singleElement().satisfies(problem -> {
            assertThat(problem.where()).isEqualTo(broken.toString());
            assertThat(problem.message()).startsWith("skipped: not a readable jar (ZipException");
        });
    }

    @Test
    void duplicateId_isReportedWithTheJarTheIdAndWhereTheFirstCameFrom_andSkipped() {
        Path first = nimJar(dir.resolve("a-nim.jar"));
        Path second = nimJar(dir.resolve("b-nim-again.jar"));

        GameCatalog catalog = load(dir);

        assertThat(catalog.find("nim").orElseThrow().origin().location()).isEqualTo(first.toString());
        assertThat(problemsUnder(catalog, dir)).singleElement().satisfies(problem -> {
            assertThat(problem.where()).isEqualTo(second.toString());
            assertThat(problem.message()).contains("skipped game 'nim'", TEST_GAMES + "NimProvider",
                    "is already taken by the game loaded from " + first + " (plugins folder)");
        });
    }

    static Stream<Arguments> faultyProviders() {
        return Stream.of(
                Arguments.of("a constructor that throws", PluginJar.providing(ExplodingProvider.class).withTheirPackage(),
                        List.of("skipped provider " + TEST_GAMES + "ExplodingProvider: it could not be created",
                                "IllegalStateException (boom: the exploding game cannot start)")),
                Arguments.of("a title() that throws", PluginJar.providing(UntitledProvider.class).withTheirPackage(),
                        List.of("skipped game 'untitled' (" + TEST_GAMES + "UntitledProvider): title() failed",
                                "no title yet")),
                Arguments.of("an id that is no lower-case word", PluginJar.providing(BadIdProvider.class).withTheirPackage(),
                        List.of("its id 'Bad Id' is not a lower-case word")),
                Arguments.of("an id() that fails an assertion",
                        PluginJar.providing(AssertingProvider.class).withTheirPackage(),
                        List.of("skipped provider " + TEST_GAMES + "AssertingProvider: id() failed",
                                "AssertionError (the id is not decided yet)")),
                Arguments.of("an id() that overflows the stack",
                        PluginJar.providing(RecursiveIdProvider.class).withTheirPackage(),
                        List.of("skipped provider " + TEST_GAMES + "RecursiveIdProvider: id() failed",
                                "StackOverflowError")),
                Arguments.of("a class that cannot be linked", PluginJar.providing(OrphanProvider.class),
                        List.of("skipped a provider: NoClassDefFoundError", "testgames/StubProvider")),
                Arguments.of("a listed class the jar lacks",
                        PluginJar.providing().declaring(TEST_GAMES + "Missing").holding(TeamProvider.class),
                        List.of("skipped a provider: Provider " + TEST_GAMES + "Missing not found")),
                Arguments.of("a listed class that is no GameProvider",
                        PluginJar.providing().declaring(PluginJar.class.getName()),
                        List.of("skipped a provider: " + PluginJar.class.getName() + " not a subtype")),
                Arguments.of("no service file", PluginJar.providing(NimProvider.class).withoutServiceFile(),
                        List.of("skipped: not a game plugin (the jar has no META-INF/services/org.tabula.api.GameProvider)")),
                Arguments.of("a service file naming nothing", PluginJar.providing(),
                        List.of("skipped: its META-INF/services/org.tabula.api.GameProvider names no provider")));
    }

    @ParameterizedTest(name = "a jar with {0}")
    @MethodSource("faultyProviders")
    void faultyProvider_isReportedWithItsJar_andTheGoodGameInTheFolderStillLoads(
            String fault, PluginJar faulty, List<String> expected) {
        Path bad = faulty.writeTo(dir.resolve("a-faulty.jar"));
        nimJar(dir.resolve("b-nim.jar"));

        GameCatalog catalog = load(dir);

        assertThat(catalog.find("nim")).isPresent();
        assertThat(problemsUnder(catalog, dir)).singleElement().satisfies(problem -> {
            assertThat(problem.where()).isEqualTo(bad.toString());
            assertThat(problem.message()).contains(expected);
        });
    }

    @Test
    void faultyProvider_doesNotTakeDownTheOtherProvidersOfItsOwnJar() {
        Path jar = PluginJar.providing(ExplodingProvider.class)
                .declaring(TEST_GAMES + "Missing")
                .declaring(TEST_GAMES + "NimProvider")
                .withTheirPackage()
                .writeTo(dir.resolve("mixed.jar"));

        GameCatalog catalog = load(dir);

        assertThat(catalog.find("nim").orElseThrow().origin().location()).isEqualTo(jar.toString());
        assertThat(problemsUnder(catalog, dir)).extracting(PluginProblem::message).hasSize(2)
                .anySatisfy(m -> assertThat(m).contains("ExplodingProvider: it could not be created"))
                .anySatisfy(m -> assertThat(m).contains("Provider " + TEST_GAMES + "Missing not found"));
    }

    @Test
    void filesThatAreNotJars_areIgnored_butAFolderNamedLikeAJar_isReported() throws IOException {
        Files.writeString(dir.resolve("README.txt"), "not a plugin");
        Path folder = Files.createDirectories(dir.resolve("sub.jar"));
        nimJar(dir.resolve("nim.JAR"));

        GameCatalog catalog = load(dir);

        assertThat(catalog.find("nim")).isPresent();
        assertThat(problemsUnder(catalog, dir)).singleElement().satisfies(problem -> {
            assertThat(problem.where()).isEqualTo(folder.toString());
            assertThat(problem.message()).isEqualTo("skipped: a folder, not a jar file");
        });
    }

    @Test
    void sourcesAndJavadocJarsBesideAPlugin_arePassedOver_asNoPlugins() {
        // What `mvn package` leaves beside a game's jar: its sources (with the service file, without the classes)
        // and its Javadoc, copied into a plugins folder with a wildcard.
        nimJar(dir.resolve("tabula-nim-1.0.jar"));
        PluginJar.providing().declaring(TEST_GAMES + "NimProvider").writeTo(dir.resolve("tabula-nim-1.0-sources.jar"));
        PluginJar.providing().withoutServiceFile().writeTo(dir.resolve("tabula-nim-1.0-javadoc.jar"));

        GameCatalog catalog = load(dir);

        assertThat(catalog.find("nim")).isPresent();
        assertThat(problemsUnder(catalog, dir)).isEmpty();
    }

    @Test
    void aBadLineInTheServiceFile_isReported_andTheJarsValidProvidersStillLoad() {
        Path jar = PluginJar.providing(TeamProvider.class)
                .declaring("not a class name!")
                .declaring(TEST_GAMES + "NimProvider")
                .withTheirPackage()
                .writeTo(dir.resolve("mixed.jar"));

        GameCatalog catalog = load(dir);

        assertThat(catalog.find("nim").orElseThrow().origin().location()).isEqualTo(jar.toString());
        assertThat(catalog.games()).extracting(InstalledGame::id).contains("nim", "team");
        assertThat(problemsUnder(catalog, dir)).singleElement().satisfies(problem -> {
            assertThat(problem.where()).isEqualTo(jar.toString());
            assertThat(problem.message()).contains("mixed.jar!/META-INF/services/org.tabula.api.GameProvider:", "Illegal configuration-file syntax");
        });
    }

    @Test
    void missingFolder_isReportedWhenSomeoneNamedIt_andIgnoredWhenItIsTheDefault() {
        Path missing = dir.resolve("no-such-folder");
        PluginLoader loader = new PluginLoader(host);

        GameCatalog named = loader.load(List.of(new PluginFolder(missing, "--plugins")));
        GameCatalog byDefault = loader.load(List.of(new PluginFolder(missing, PluginFolder.HOME)));

        assertThat(problemsUnder(named, dir)).singleElement()
                .hasToString(missing + ": no such plugins folder (named by --plugins)");
        assertThat(problemsUnder(byDefault, dir)).isEmpty();
    }

    @Test
    void pluginWithTheIdOfAClassPathGame_isSkipped_namingTheClassPathJar() throws IOException {
        Path classPathJar = nimJar(dir.resolve("lib/nim.jar"));
        Path pluginJar = PluginJar.providing(NimProvider.class).withTheirPackage().writeTo(dir.resolve("plugins/nim2.jar"));
        try (URLClassLoader classPath = new URLClassLoader(new URL[] {classPathJar.toUri().toURL()}, host)) {

            GameCatalog catalog = new PluginLoader(classPath).load(List.of(new PluginFolder(dir.resolve("plugins"), "--plugins")));

            InstalledGame nim = catalog.find("nim").orElseThrow();
            assertThat(nim.origin()).isEqualTo(new Origin(Origin.Kind.CLASS_PATH_JAR, classPathJar.toString()));
            assertThat(problemsUnder(catalog, dir.resolve("plugins"))).singleElement().satisfies(problem -> {
                assertThat(problem.where()).isEqualTo(pluginJar.toString());
                assertThat(problem.message()).contains("game 'nim'", "already on the class path", classPathJar.toString());
            });
        }
    }

    @Test
    void classPathErrors_areReportedOnceAtTheirJar_andNotBlamedOnEveryPluginJar() throws IOException {
        Path brokenLib = PluginJar.providing().declaring(TEST_GAMES + "Gone").writeTo(dir.resolve("lib/broken.jar"));
        nimJar(dir.resolve("plugins/a.jar"));
        PluginJar.providing(TeamProvider.class).withTheirPackage().writeTo(dir.resolve("plugins/b.jar"));
        try (URLClassLoader classPath = new URLClassLoader(new URL[] {brokenLib.toUri().toURL()}, host)) {

            GameCatalog catalog = new PluginLoader(classPath).load(List.of(new PluginFolder(dir.resolve("plugins"), "--plugins")));

            assertThat(catalog.find("nim")).isPresent();
            assertThat(catalog.find("team")).isPresent();
            assertThat(problemsUnder(catalog, dir)).singleElement().satisfies(problem -> {
                assertThat(problem.where()).isEqualTo(brokenLib.toString());
                assertThat(problem.message()).isEqualTo("skipped a provider: Provider " + TEST_GAMES + "Gone not found");
            });
        }
    }

    @Test
    void classDirectory_isNamedAsSuch_inTheOrigin() {
        Origin origin = Origin.ofClass(PluginLoaderTest.class);

        assertThat(origin.kind()).isEqualTo(Origin.Kind.CLASS_PATH_DIRECTORY);
        assertThat(origin.toString()).endsWith("test-classes (class-path directory)");
    }
}
