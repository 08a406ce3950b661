package org.tabula.apidump;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One line of the API dump for a type, field, constructor or method, written from reflection alone. Modifiers the
 * language implies (an interface's {@code abstract}, a record's {@code final}) are left out so that a line reads as
 * its declaration does.
 */
final class ApiSignatures {

    private ApiSignatures() {
    }

    /** A type's declaration: modifiers, kind, name, type parameters, record components, supertypes, permits. */
    static String type(Class<?> type) {
        List<String> words = new ArrayList<>();
        if (type.isAnnotationPresent(Deprecated.class)) {
            words.add("@Deprecated");
        }
        int modifiers = type.getModifiers();
        words.add(access(modifiers));
        boolean implicitlyStaticAndAbstract = type.isInterface();
        boolean implicitlyFinal = type.isEnum() || type.isRecord();
        if (Modifier.isAbstract(modifiers) && !implicitlyStaticAndAbstract && !type.isEnum()) {
            words.add("abstract");
        }
        if (Modifier.isStatic(modifiers) && !implicitlyStaticAndAbstract && !implicitlyFinal) {
            words.add("static");
        }
        // An enum whose constants have bodies is sealed by the compiler alone, its permits anonymous classes.
        boolean sealed = type.isSealed() && !type.isEnum();
        if (sealed) {
            words.add("sealed");
        }
        if (Modifier.isFinal(modifiers) && !implicitlyFinal) {
            words.add("final");
        }
        words.add(kind(type));
        StringBuilder line = new StringBuilder(join(words)).append(' ').append(type.getTypeName())
                .append(typeParameters(type));
        if (type.isRecord()) {
            line.append(Arrays.stream(type.getRecordComponents()).map(ApiSignatures::component)
                    .collect(Collectors.joining(", ", "(", ")")));
        }
        Type superclass = type.getGenericSuperclass();
        if (superclass != null && superclass != Object.class && !type.isEnum() && !type.isRecord()) {
            line.append(" extends ").append(superclass.getTypeName());
        }
        Type[] interfaces = type.getGenericInterfaces();
        if (interfaces.length > 0 && !type.isAnnotation()) {
            line.append(type.isInterface() ? " extends " : " implements ").append(names(interfaces));
        }
        if (sealed) {
            line.append(" permits ").append(Arrays.stream(type.getPermittedSubclasses()).map(Class::getTypeName)
                    .sorted().collect(Collectors.joining(", ")));
        }
        return line.toString();
    }

    /**
     * A field with its type, and the value of a constant (a static final primitive or string): callers compile the
     * value in, so changing it is an API change too. Reading it initialises the class, which pure code allows.
     */
    static String field(Field field) {
        int modifiers = field.getModifiers();
        List<String> words = new ArrayList<>();
        if (field.isAnnotationPresent(Deprecated.class)) {
            words.add("@Deprecated");
        }
        words.add(access(modifiers));
        if (Modifier.isStatic(modifiers)) {
            words.add("static");
        }
        if (Modifier.isFinal(modifiers)) {
            words.add("final");
        }
        if (Modifier.isVolatile(modifiers)) {
            words.add("volatile");
        }
        words.add(field.getGenericType().getTypeName());
        words.add(field.getName());
        String line = join(words);
        boolean constant = Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers)
                && (field.getType().isPrimitive() || field.getType() == String.class);
        return constant ? line + " = " + constantValue(field) : line;
    }

    static String constructor(Constructor<?> constructor) {
        return executable(constructor, List.of(), constructor.getDeclaringClass().getSimpleName());
    }

    /** A method: an interface's abstract methods without {@code abstract}, its default ones with {@code default}. */
    static String method(Method method) {
        int modifiers = method.getModifiers();
        List<String> words = new ArrayList<>();
        if (Modifier.isStatic(modifiers)) {
            words.add("static");
        }
        if (method.isDefault()) {
            words.add("default");
        }
        if (Modifier.isAbstract(modifiers) && !method.getDeclaringClass().isInterface()) {
            words.add("abstract");
        }
        if (Modifier.isFinal(modifiers)) {
            words.add("final");
        }
        if (Modifier.isSynchronized(modifiers)) {
            words.add("synchronized");
        }
        String typeParameters = typeParameters(method);
        if (!typeParameters.isEmpty()) {
            words.add(typeParameters);
        }
        words.add(method.getGenericReturnType().getTypeName());
        return executable(method, words, method.getName());
    }

    private static String executable(Executable executable, List<String> middle, String name) {
        List<String> words = new ArrayList<>();
        if (executable.isAnnotationPresent(Deprecated.class)) {
            words.add("@Deprecated");
        }
        words.add(access(executable.getModifiers()));
        if (executable instanceof Constructor<?>) {
            String typeParameters = typeParameters(executable);
            if (!typeParameters.isEmpty()) {
                words.add(typeParameters);
            }
        }
        words.addAll(middle);
        List<String> parameters = Arrays.stream(executable.getGenericParameterTypes()).map(Type::getTypeName)
                .collect(Collectors.toCollection(ArrayList::new));
        if (executable.isVarArgs() && !parameters.isEmpty()) {
            int last = parameters.size() - 1;
            String array = parameters.get(last);
            parameters.set(last, array.substring(0, array.length() - 2) + "...");
        }
        StringBuilder line = new StringBuilder(join(words)).append(' ').append(name)
                .append('(').append(String.join(", ", parameters)).append(')');
        Type[] exceptions = executable.getGenericExceptionTypes();
        if (exceptions.length > 0) {
            line.append(" throws ").append(names(exceptions));
        }
        return line.toString();
    }

    private static String component(RecordComponent component) {
        return component.getGenericType().getTypeName() + " " + component.getName();
    }

    private static String typeParameters(GenericDeclaration declaration) {
        TypeVariable<?>[] variables = declaration.getTypeParameters();
        if (variables.length == 0) {
            return "";
        }
        return Arrays.stream(variables).map(ApiSignatures::typeParameter).collect(Collectors.joining(", ", "<", ">"));
    }

    private static String typeParameter(TypeVariable<?> variable) {
        Type[] bounds = variable.getBounds();
        if (bounds.length == 1 && bounds[0] == Object.class) {
            return variable.getName();
        }
        return variable.getName() + " extends " + Arrays.stream(bounds).map(Type::getTypeName)
                .collect(Collectors.joining(" & "));
    }

    private static String constantValue(Field field) {
        Object value;
        try {
            value = field.get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("the dump cannot read the constant " + field, e);
        }
        if (value instanceof String text) {
            return quoted(text, '"');
        }
        if (value instanceof Character c) {
            return quoted(String.valueOf(c), '\'');
        }
        if (value instanceof Long) {
            return value + "L";
        }
        if (value instanceof Float) {
            return value + "f";
        }
        return String.valueOf(value);
    }

    /**
     * A Java literal of the text on one line: the quote and backslash escaped, and every character outside printable
     * ASCII as a unicode escape. Its own, not the testkit's JavaLiteral, so that api's tests need nothing of the kit.
     */
    private static String quoted(String text, char quote) {
        StringBuilder literal = new StringBuilder().append(quote);
        for (char c : text.toCharArray()) {
            if (c == quote || c == '\\') {
                literal.append('\\').append(c);
            } else if (c >= ' ' && c <= '~') {
                literal.append(c);
            } else {
                literal.append(String.format("\\u%04X", (int) c));
            }
        }
        return literal.append(quote).toString();
    }

    private static String kind(Class<?> type) {
        if (type.isAnnotation()) {
            return "@interface";
        }
        if (type.isInterface()) {
            return "interface";
        }
        if (type.isEnum()) {
            return "enum";
        }
        return type.isRecord() ? "record" : "class";
    }

    private static String access(int modifiers) {
        return Modifier.isPublic(modifiers) ? "public" : "protected";
    }

    private static String names(Type[] types) {
        return Arrays.stream(types).map(Type::getTypeName).collect(Collectors.joining(", "));
    }

    private static String join(List<String> words) {
        return String.join(" ", words);
    }
}
