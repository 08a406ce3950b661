/**
 * The Tabula testkit: the conformance kit every game plugin's tests extend, the shared architecture rules and the
 * fuzz harness, with the test libraries they run on.
 */
module org.tabula.testkit {
    // What the kit's public types show a game's tests: the contract, JUnit's dynamic tests, ArchUnit's rules.
    requires transitive org.tabula.api;
    requires transitive org.junit.jupiter.api;
    requires transitive com.tngtech.archunit;
    requires transitive com.tngtech.archunit.junit5.api;
    requires org.assertj.core;
    // HangGuard reads a thread's CPU time.
    requires java.management;

    exports org.tabula.api.testkit;
    // The API dump every published module's build checks (ApiDumpCheck).
    exports org.tabula.apidump;

    uses org.tabula.api.GameProvider;
}
