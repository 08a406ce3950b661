package org.tabula.engine.refusal;

import org.tabula.api.RefusalReason;
import org.tabula.engine.code.ConstantCode;

/**
 * What a game's enum of refusals implements: the stable code is read from the constant's name
 * ({@code POINT_TAKEN} is {@code point-taken}), as an ending's is, so the enum keeps only its sentences. A
 * constant whose code is not its name overrides {@link #code()} and says it.
 */
public interface NamedReason extends RefusalReason {

    /** The constant's name, as {@link Enum#name()} gives it. */
    String name();

    @Override
    default String code() {
        return ConstantCode.of(name());
    }
}
