package org.tabula.host.command;

import com.google.inject.ConfigurationException;
import com.google.inject.Injector;
import picocli.CommandLine;

/**
 * Makes picocli's commands, version provider and converters through Guice, so that they get the host's
 * bindings; whatever Guice cannot make (picocli's own classes, collections) falls back to picocli's factory.
 */
final class GuiceFactory implements CommandLine.IFactory {

    private final Injector injector;

    GuiceFactory(Injector injector) {
        this.injector = injector;
    }

    @Override
    public <K> K create(Class<K> type) throws Exception {
        try {
            return injector.getInstance(type);
        } catch (ConfigurationException e) {
            return CommandLine.defaultFactory().create(type);
        }
    }
}
