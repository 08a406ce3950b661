/**
 * What every game plugin's tests share, published as {@code tabula-testkit}: the purity rules
 * ({@link org.tabula.api.testkit.PurityRules}), the conformance suite a plugin extends with one small class
 * ({@link org.tabula.api.testkit.GameConformanceKit}), and the fuzzing every reader is fed through
 * ({@link org.tabula.api.testkit.FuzzHarness}, {@link org.tabula.api.testkit.Mutator}).
 *
 * <p>A plugin takes it, and with it JUnit, AssertJ, ArchUnit and jqwik, as one dependency at test scope:
 * <pre>{@code
 * <dependency>
 *   <groupId>org.tabula</groupId>
 *   <artifactId>tabula-testkit</artifactId>
 *   <version>0.1.0-SNAPSHOT</version>
 *   <scope>test</scope>
 * </dependency>
 * }</pre>
 */
package org.tabula.api.testkit;
