/**
 * What every game plugin's tests share, published in api's test jar: the purity rules
 * ({@link org.tabula.api.testkit.PurityRules}), the conformance suite a plugin extends with one small class
 * ({@link org.tabula.api.testkit.GameConformanceKit}), and the fuzzing every reader is fed through
 * ({@link org.tabula.api.testkit.FuzzHarness}, {@link org.tabula.api.testkit.Mutator}).
 *
 * <p>A plugin takes the jar at test scope:
 * <pre>{@code
 * <dependency>
 *   <groupId>org.tabula</groupId>
 *   <artifactId>tabula-api</artifactId>
 *   <type>test-jar</type>
 *   <version>${project.version}</version>
 *   <scope>test</scope>
 * </dependency>
 * }</pre>
 */
package org.tabula.api.testkit;
