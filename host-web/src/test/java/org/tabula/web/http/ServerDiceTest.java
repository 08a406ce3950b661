package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * On the server the dice come from its own secret seed alone: a game's {@code seed} option, which would have the
 * game throw its own dice from a seed everyone sees (and a creator may pick), is refused, and so is a record naming
 * one; the lobby is offered no such option.
 */
class ServerDiceTest extends OnAServer {

    @ParameterizedTest
    @ValueSource(strings = {"{\"game\":\"royal-ur\",\"options\":{\"seed\":\"5f1c9a\"}}",
        "{\"game\":\"royal-ur\",\"options\":{\"seed\":\"00\",\"opening\":\"2\"}}",
        "{\"game\":\"dice-race\",\"options\":{\"seed\":\"7\"}}"})
    void aSeedOption_isRefused_sayingTheServerThrowsTheDice(String body) {
        assertRefusedSayingWhy(api.post("/api/tables", body), "BAD_OPTION");
    }

    @Test
    void theDefaultOptions_asTheLobbySendsThem_areTaken() {
        Api.Reply reply = api.post("/api/tables", "{\"game\":\"royal-ur\",\"options\":{\"seed\":\"\",\"rules\":"
                + "\"finkel\"}}");

        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        assertThat(reply.json().get("table").get("options").get("seed").asText()).isEmpty();
    }

    @Test
    void aRecordNamingASeed_isRefused_sayingWhy() {
        assertRefusedSayingWhy(api.post("/api/tables", "{\"record\":\"[rules finkel]\\n[first light]\\n"
                + "[seed 5f1c9a]\\n\"}"), "BAD_RECORD");
    }

    private void assertRefusedSayingWhy(Api.Reply reply, String code) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.json().get("code").asText()).isEqualTo(code);
        assertThat(reply.json().get("message").asText()).contains("seed").contains("server throws the dice");
        assertThat(api.get("/api/tables").json()).as("no table made").isEmpty();
    }

    @Test
    void theGames_offerNoSeedOption() {
        for (JsonNode game : api.get("/api/games").json()) {
            for (JsonNode option : game.get("options")) {
                assertThat(option.get("name").asText()).as(game.get("id").asText()).isNotEqualTo("seed");
            }
        }
    }
}
